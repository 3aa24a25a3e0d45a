// Every route of SPEC section 2, in one table: the path pattern, the lazily loaded page
// (site/routes/<name>.tsx, default export), and what the prerender writes into <head>.
import type {BookKey, pagesBook} from '../../core/i18n/index.ts';
import {type LazyRoute, lazyRoute} from './lazy-route.tsx';

type TitleOf<K> = K extends `${infer Page}Title` ? Page : never;
/** A route's name in the books: its `<name>Title` (pages) and `<name>Description` (page-descriptions). */
export type PageName = TitleOf<BookKey<typeof pagesBook>>;

export type SiteRoute = {
  path: string;
  /** Its title in the pages book and its description in the page-descriptions book (core/i18n/books). */
  page: PageName;
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

export const ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    page: 'home',
    view: home,
    sitemap: true,
  },
  {
    path: '/about-us',
    page: 'aboutUs',
    view: home,
    sitemap: true,
    section: 'about-us',
  },
  {
    path: '/projects',
    page: 'projects',
    view: lazyRoute('projects', () => import('../routes/projects.tsx')),
    sitemap: true,
  },
  {
    path: '/projects/:id',
    page: 'projectDetail',
    view: lazyRoute('project-detail', () => import('../routes/project-detail.tsx')),
    prerender: ['/projects/1', '/projects/2', '/projects/3', '/projects/4'],
    sitemap: true,
  },
  {
    path: '/work-for-us',
    page: 'workForUs',
    view: lazyRoute('work-for-us', () => import('../routes/work-for-us.tsx')),
    sitemap: true,
  },
  {
    path: '/yellow-ribbon',
    page: 'yellowRibbon',
    view: lazyRoute('yellow-ribbon', () => import('../routes/yellow-ribbon.tsx')),
    sitemap: true,
  },
  {
    path: '/contributions',
    page: 'contributions',
    view: lazyRoute('contributions', () => import('../routes/contributions.tsx')),
    sitemap: true,
  },
  {
    path: '/nard-homebiz',
    page: 'homebiz',
    view: lazyRoute('nard-homebiz', () => import('../routes/nard-homebiz.tsx')),
    sitemap: true,
  },
  {
    path: '/contact-us',
    page: 'contactUs',
    view: lazyRoute('contact-us', () => import('../routes/contact-us.tsx')),
    sitemap: true,
  },
  {
    path: '/faq',
    page: 'faq',
    view: lazyRoute('faq', () => import('../routes/faq.tsx')),
    sitemap: true,
  },
  {
    path: '/discover',
    page: 'discover',
    view: lazyRoute('discover', () => import('../routes/discover.tsx')),
    sitemap: true,
  },
  {
    path: '/announcements',
    page: 'announcements',
    view: lazyRoute('announcements', () => import('../routes/announcements.tsx')),
    sitemap: true,
  },
  ...accountRoutes(),
  ...staffRoutes(),
  {
    path: '/style-guide',
    page: 'styleGuide',
    view: lazyRoute('style-guide', () => import('../routes/style-guide.tsx')),
    sitemap: true,
  },
  {
    path: '/licences',
    page: 'licences',
    view: lazyRoute('licences', () => import('../routes/licences.tsx')),
    sitemap: true,
  },
  {
    path: '/password',
    page: 'password',
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
      page: 'signUp',
      view: lazyRoute('sign-up', () => import('../routes/sign-up.tsx')),
      sitemap: true,
    },
    {
      path: '/log-in',
      page: 'logIn',
      view: lazyRoute('log-in', () => import('../routes/log-in.tsx')),
      sitemap: true,
    },
    {
      path: '/forgot-password',
      page: 'forgotPassword',
      view: lazyRoute('forgot-password', () => import('../routes/forgot-password.tsx')),
    },
    {
      path: '/otp',
      page: 'otp',
      view: lazyRoute('otp', () => import('../routes/otp.tsx')),
    },
    {
      path: '/confirm-email',
      page: 'confirmEmail',
      view: lazyRoute('confirm-email', () => import('../routes/confirm-email.tsx')),
    },
    {
      path: '/update-password',
      page: 'updatePassword',
      view: lazyRoute('update-password', () => import('../routes/update-password.tsx')),
    },
    {
      path: '/volunteer-page',
      page: 'volunteerPage',
      view: lazyRoute('volunteer-page', () => import('../routes/volunteer-page.tsx')),
    },
    {
      path: '/work-for-us-detail',
      page: 'workForUsDetail',
      view: lazyRoute('work-for-us-detail', () => import('../routes/work-for-us-detail.tsx')),
    },
    {
      path: '/profile',
      page: 'profile',
      view: lazyRoute('profile', () => import('../routes/profile.tsx')),
    },
    {
      path: '/my-gifts',
      page: 'myGifts',
      view: lazyRoute('my-gifts', () => import('../routes/my-gifts.tsx')),
      sitemap: true,
    },
    {
      path: '/privacy',
      page: 'privacy',
      view: lazyRoute('privacy', () => import('../routes/privacy.tsx')),
      sitemap: true,
    },
  ];
}

// The staff console: its code loads only when someone opens /staff (nothing public imports it), and the
// server sends the same shell for /staff and every /staff/<section>.
function staffRoutes(): SiteRoute[] {
  const staff = lazyRoute('staff', () => import('../routes/staff.tsx'));
  const page = 'staff';
  return [
    {path: '/staff', page, view: staff, prerender: [], shell: 'staff.html'},
    {path: '/staff/:section', page, view: staff, prerender: [], shell: 'staff.html'},
  ];
}

export const NOT_FOUND: SiteRoute = {
  path: '/404',
  page: 'notFound',
  view: lazyRoute('not-found', () => import('../routes/not-found.tsx')),
};
