// The top navigation, exactly as SPEC section 2 lists it (route: its label in the layout book).
export const NAV_LINKS = [
  {href: '/about-us', label: 'navAboutUs'},
  {href: '/projects', label: 'navProjects'},
  {href: '/yellow-ribbon', label: 'navVolunteer'},
  {href: '/work-for-us', label: 'navWorkForUs'},
  {href: '/contributions', label: 'navContribution'},
  {href: '/nard-homebiz', label: 'navHomebiz'},
  {href: '/contact-us', label: 'navContactUs'},
  {href: '/faq', label: 'navFaq'},
  {href: '/announcements', label: 'navAnnouncement'},
] as const;

/**
 * Where a link goes for someone signed in: they have applied already, so Volunteer leads to the events
 * they can join (issue 20). Signed out (and in the prerendered pages) every link is as SPEC lists it.
 */
export const SIGNED_IN_HREFS: Readonly<Record<string, string>> = {'/yellow-ribbon': '/volunteer-page'};
