import { defineMessages, type Message } from "~/src/core/i18n";

/** The shop's navigation (§2), in one place for the header, the drawer, the side menu and the footer. */
export interface NavLink {
  label: Message;
  to: string;
}

const label = defineMessages("nav", {
  home: "Home",
  workshops: "Workshops",
  components: "Components",
  about: "About",
  contact: "Contact",
  blogs: "Blogs",
  newArrivals: "New Arrivals",
  enquiry: "Enquiry",
  careers: "Careers",
  iotKits: "Iot Kits",
  buildKit: "Build Your Own Kit",
  quickFixes: "Quick Fixes",
  optimization: "Optimization",
  allComponents: "All Components",
  quickSearch: "Quick Search",
  support: "Support",
  tutorials: "Tutorials",
  privacyPolicy: "Privacy Policy",
  myProfile: "My Profile",
  orders: "Orders",
  kitOrders: "Kit Orders",
});

export const MAIN_NAV: NavLink[] = [
  { label: label.home, to: "/" },
  { label: label.workshops, to: "/workshops" },
  { label: label.components, to: "/collections" },
  { label: label.about, to: "/about" },
  { label: label.contact, to: "/contact" },
];

/** The home page's side menu (§2). */
export const SIDE_MENU_LINKS: NavLink[] = [
  { label: label.blogs, to: "/blogs" },
  { label: label.newArrivals, to: "/collections" },
  { label: label.enquiry, to: "/enquiry" },
  { label: label.careers, to: "/career" },
  { label: label.iotKits, to: "/categories/gaming" },
  { label: label.buildKit, to: "/kit" },
];

export const TUTORIAL_LINKS: NavLink[] = [
  { label: label.quickFixes, to: "/tutorials/react" },
  { label: label.optimization, to: "/tutorials/node" },
];

export const FOOTER_SHOP_LINKS: NavLink[] = [
  { label: label.allComponents, to: "/collections" },
  { label: label.quickSearch, to: "/quicksearch" },
  { label: label.buildKit, to: "/kit" },
  { label: label.workshops, to: "/workshops" },
  { label: label.blogs, to: "/blogs" },
];

export const FOOTER_HELP_LINKS: NavLink[] = [
  { label: label.support, to: "/support" },
  { label: label.tutorials, to: "/tutorials" },
  { label: label.enquiry, to: "/enquiry" },
  { label: label.careers, to: "/careers" },
  { label: label.privacyPolicy, to: "/privacy-policy" },
];

export const ACCOUNT_LINKS: NavLink[] = [
  { label: label.myProfile, to: "/profile" },
  { label: label.orders, to: "/orders" },
  { label: label.kitOrders, to: "/kit-orders" },
];
