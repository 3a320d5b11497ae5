/** The shop's navigation (§2), in one place for the header, the drawer, the side menu and the footer. */
export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_NAV: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Workshops", to: "/workshops" },
  { label: "Components", to: "/collections" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

/** The home page's side menu (§2). */
export const SIDE_MENU_LINKS: NavLink[] = [
  { label: "Blogs", to: "/blogs" },
  { label: "New Arrivals", to: "/collections" },
  { label: "Enquiry", to: "/enquiry" },
  { label: "Careers", to: "/career" },
  { label: "Iot Kits", to: "/categories/gaming" },
  { label: "Build Your Own Kit", to: "/kit" },
];

export const TUTORIAL_LINKS: NavLink[] = [
  { label: "Quick Fixes", to: "/tutorials/react" },
  { label: "Optimization", to: "/tutorials/node" },
];

export const FOOTER_SHOP_LINKS: NavLink[] = [
  { label: "All Components", to: "/collections" },
  { label: "Quick Search", to: "/quicksearch" },
  { label: "Build Your Own Kit", to: "/kit" },
  { label: "Workshops", to: "/workshops" },
  { label: "Blogs", to: "/blogs" },
];

export const FOOTER_HELP_LINKS: NavLink[] = [
  { label: "Support", to: "/support" },
  { label: "Tutorials", to: "/tutorials" },
  { label: "Enquiry", to: "/enquiry" },
  { label: "Careers", to: "/careers" },
  { label: "Privacy Policy", to: "/privacy-policy" },
];

export const ACCOUNT_LINKS: NavLink[] = [
  { label: "My Profile", to: "/profile" },
  { label: "Orders", to: "/orders" },
  { label: "Kit Orders", to: "/kit-orders" },
];
