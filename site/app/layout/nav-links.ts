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

/**
 * Where a link goes for someone signed in: they have applied already, so Volunteer leads to the events
 * they can join (issue 20). Signed out (and in the prerendered pages) every link is as SPEC lists it.
 */
export const SIGNED_IN_HREFS: Readonly<Record<string, string>> = {'/yellow-ribbon': '/volunteer-page'};
