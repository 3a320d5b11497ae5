import path from "node:path";
import { ModuleInfo } from "eslint-plugin-import-x/core/module-info";
import { childContext, moduleVisitor, resolve } from "eslint-plugin-import-x/utils";

/**
 * eslint-plugin-import-x's no-cycle, with `import type` counted (issue 30). The plugin skips type-only imports
 * because they vanish at run time, and offers no option to count them; but two files that import each other's
 * types still cannot be understood or moved apart, and the circle runs the day one import loses its `type`. The
 * plugin's own resolver and module cache do the work; only what is followed differs.
 */

const inNodeModules = (file) => file.split(path.sep).includes("node_modules");

/** The imports of `module` as [file, its module info], the installed packages left out. */
function* importsOf(module) {
  for (const [file, { resolve: load }] of module.getImports()) {
    if (!inNodeModules(file)) yield [file, load];
  }
}

/**
 * The files from `start` back to `target`, or undefined; `dead` holds the files known not to lead back, and
 * gains those this search proved so.
 */
function routeBack(start, target, dead) {
  const reached = new Map([[start.path, [start.path]]]);
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift();
    const route = reached.get(module.path);
    for (const [file, load] of importsOf(module)) {
      if (file === target) return route;
      if (reached.has(file) || dead.has(file)) continue;
      const next = load();
      if (next == null) continue;
      reached.set(file, [...route, file]);
      queue.push(next);
    }
  }
  for (const file of reached.keys()) dead.add(file);
  return undefined;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid an import, type-only ones included, that leads back to the importing file." },
    schema: [],
    messages: { cycle: "Dependency cycle: {{route}}" },
  },
  create(context) {
    const filename = context.physicalFilename;
    const dead = new Set();
    const name = (file) => path.relative(context.cwd, file);
    return moduleVisitor((source, importer) => {
      const file = resolve(source.value, context);
      if (file == null || file === filename || inNodeModules(file) || dead.has(file)) return;
      const imported = ModuleInfo.for(childContext(file, context));
      const route = imported && routeBack(imported, filename, dead);
      if (route) context.report({ node: importer, messageId: "cycle", data: { route: [filename, ...route, filename].map(name).join(" → ") } });
    });
  },
};

export const noCycle = { meta: { name: "no-cycle-with-types" }, rules: { "no-cycle": rule } };
