// The top navigation, exactly as SPEC section 2 lists it (route: label).
export const NAV_LINKS = [
  {href: '/about-us', label: 'About Us'},
  {href: '/projects', label: 'Projects'},
  {href: '/yellow-ribbon', label: 'Volunteer'},
  {href: '/work-for-us', label: 'Work For Us'},
  {href: '/contributions', label: 'Contribution'},
  {href: '/nard-homebiz', label: 'NardHomeBiz'},
  {href: '/contact-us', label: 'Contact Us'},
  {href: '/faq', label: 'FAQ'},
  {href: '/announcements', label: 'Announcement'},
] as const;
