import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return context.storefront.getHomeData();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Tinkerwala</h1>
      <ul>
        {loaderData.bestSellers.map((product) => (
          <li key={product._id}>{product.name}</li>
        ))}
      </ul>
    </main>
  );
}
