// Every route of SPEC section 2, in one table: the path pattern, the lazily loaded page
// (site/routes/<name>.tsx, default export), and what the prerender writes into <head>.
import {type LazyRoute, lazyRoute} from './lazy-route.tsx';

export type SiteRoute = {
  path: string;
  title: string;
  description: string;
  view: LazyRoute;
  /** Concrete paths to prerender; defaults to [path] for paths without parameters. */
  prerender?: readonly string[];
  /** Listed in sitemap.xml (account flows and utility steps are not). */
  sitemap?: boolean;
  /** The id of the section this path lands on, as if the URL had that #hash (/about-us: 'about-us'). */
  section?: string;
  /**
   * Never prerendered nor indexed: the server answers with an empty shell (`<file>.html`, robots
   * noindex) and the browser renders the page. The staff console is one.
   */
  shell?: string;
};

const home = lazyRoute('home', () => import('../routes/home.tsx'));
const homeDescription =
  'The Nard Foundation in Singapore trains special-needs individuals, formerly incarcerated people and underprivileged groups in real job skills.';

export const ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Nard Foundation: skills, work and a fresh start',
    description: homeDescription,
    view: home,
    sitemap: true,
  },
  {
    path: '/about-us',
    title: 'About Us',
    description: homeDescription,
    view: home,
    sitemap: true,
    section: 'about-us',
  },
  {
    path: '/projects',
    title: 'Our Projects',
    description: 'Our urban farm, coffee roastery and the projects coming soon, with what each has raised.',
    view: lazyRoute('projects', () => import('../routes/projects.tsx')),
    sitemap: true,
  },
  {
    path: '/projects/:id',
    title: 'Project',
    description: 'How a Nard Foundation project works, who it trains and how you can help.',
    view: lazyRoute('project-detail', () => import('../routes/project-detail.tsx')),
    prerender: ['/projects/1', '/projects/2', '/projects/3', '/projects/4'],
    sitemap: true,
  },
  {
    path: '/work-for-us',
    title: 'Work For Us',
    description: 'Apply for paid job-skills training with the Nard Foundation. There is no training fee.',
    view: lazyRoute('work-for-us', () => import('../routes/work-for-us.tsx')),
    sitemap: true,
  },
  {
    path: '/yellow-ribbon',
    title: 'Volunteer',
    description: 'Volunteer with the Nard Foundation and help people rebuild their lives after prison.',
    view: lazyRoute('yellow-ribbon', () => import('../routes/yellow-ribbon.tsx')),
    sitemap: true,
  },
  {
    path: '/contributions',
    title: 'Contribution',
    description: 'See every contribution and expense by project, read our audit reports, and donate.',
    view: lazyRoute('contributions', () => import('../routes/contributions.tsx')),
    sitemap: true,
  },
  {
    path: '/nard-homebiz',
    title: 'NardHomeBiz app',
    description: 'NardHomeBiz helps home-based businesses keep track of orders and customers.',
    view: lazyRoute('nard-homebiz', () => import('../routes/nard-homebiz.tsx')),
    sitemap: true,
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    description: 'Write to the Nard Foundation, call us, or visit us in Ang Mo Kio.',
    view: lazyRoute('contact-us', () => import('../routes/contact-us.tsx')),
    sitemap: true,
  },
  {
    path: '/faq',
    title: 'General Questions',
    description: 'Answers about volunteering, training, donations and how we look after your data.',
    view: lazyRoute('faq', () => import('../routes/faq.tsx')),
    sitemap: true,
  },
  {
    path: '/discover',
    title: 'Job-skills training',
    description: 'Our training: a two-month trial with an allowance, then a six-month internship. No fee.',
    view: lazyRoute('discover', () => import('../routes/discover.tsx')),
    sitemap: true,
  },
  {
    path: '/announcements',
    title: 'Announcements',
    description: 'News from the Nard Foundation: opening hours, events and new projects.',
    view: lazyRoute('announcements', () => import('../routes/announcements.tsx')),
    sitemap: true,
  },
  ...accountRoutes(),
  ...staffRoutes(),
  {
    path: '/style-guide',
    title: 'Style guide',
    description: 'The colours, type and components of the Nard Foundation website.',
    view: lazyRoute('style-guide', () => import('../routes/style-guide.tsx')),
    sitemap: true,
  },
  {
    path: '/licences',
    title: 'Licences',
    description: 'The open-source software this website uses, and its licences.',
    view: lazyRoute('licences', () => import('../routes/licences.tsx')),
    sitemap: true,
  },
  {
    path: '/password',
    title: 'Passwords and resets',
    description: 'How passwords work on this site and how to reset a forgotten one.',
    view: lazyRoute('password', () => import('../routes/password.tsx')),
    sitemap: true,
  },
];

// The account pages belong to the accounts feature; they are public but only /sign-up, /log-in and
// /privacy are worth listing in the sitemap.
function accountRoutes(): SiteRoute[] {
  return [
    {
      path: '/sign-up',
      title: 'Sign Up',
      description: 'Sign up as a volunteer or apply to work with us.',
      view: lazyRoute('sign-up', () => import('../routes/sign-up.tsx')),
      sitemap: true,
    },
    {
      path: '/log-in',
      title: 'Log In',
      description: 'Log in to your Nard Foundation account.',
      view: lazyRoute('log-in', () => import('../routes/log-in.tsx')),
      sitemap: true,
    },
    {
      path: '/forgot-password',
      title: 'Forgot password',
      description: 'Get a code by e-mail to set a new password.',
      view: lazyRoute('forgot-password', () => import('../routes/forgot-password.tsx')),
    },
    {
      path: '/otp',
      title: 'Enter your code',
      description: 'Enter the four-digit code we sent to your e-mail.',
      view: lazyRoute('otp', () => import('../routes/otp.tsx')),
    },
    {
      path: '/confirm-email',
      title: 'Confirm your e-mail address',
      description: 'Confirm that the e-mail address of your account is yours.',
      view: lazyRoute('confirm-email', () => import('../routes/confirm-email.tsx')),
    },
    {
      path: '/update-password',
      title: 'Set a new password',
      description: 'Choose a new password for your account.',
      view: lazyRoute('update-password', () => import('../routes/update-password.tsx')),
    },
    {
      path: '/volunteer-page',
      title: 'Volunteer events',
      description: 'Upcoming volunteer events and who has signed up.',
      view: lazyRoute('volunteer-page', () => import('../routes/volunteer-page.tsx')),
    },
    {
      path: '/work-for-us-detail',
      title: 'Work events',
      description: 'Upcoming work shifts and on-the-job training hours.',
      view: lazyRoute('work-for-us-detail', () => import('../routes/work-for-us-detail.tsx')),
    },
    {
      path: '/profile',
      title: 'Profile',
      description: 'Your details with the Nard Foundation.',
      view: lazyRoute('profile', () => import('../routes/profile.tsx')),
    },
    {
      path: '/privacy',
      title: 'Privacy',
      description: 'What we keep about you, why, and how to ask us to delete it.',
      view: lazyRoute('privacy', () => import('../routes/privacy.tsx')),
      sitemap: true,
    },
  ];
}

// The staff console: its code loads only when someone opens /staff (nothing public imports it), and the
// server sends the same shell for /staff and every /staff/<section>.
function staffRoutes(): SiteRoute[] {
  const staff = lazyRoute('staff', () => import('../routes/staff.tsx'));
  const title = 'Staff console';
  const description = 'Where Nard Foundation staff publish content and answer applicants.';
  return [
    {path: '/staff', title, description, view: staff, prerender: [], shell: 'staff.html'},
    {path: '/staff/:section', title, description, view: staff, prerender: [], shell: 'staff.html'},
  ];
}

export const NOT_FOUND: SiteRoute = {
  path: '/404',
  title: 'Page not found',
  description: 'We could not find that page.',
  view: lazyRoute('not-found', () => import('../routes/not-found.tsx')),
};
