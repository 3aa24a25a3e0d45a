// Every sentence the contributions page and <nard-contributions> both show, in English (the spec's labels
// where it names them), and the figures every page shows. English is each sentence's id (core/i18n/translator.ts): the views pass their
// translator, and the contributions book holds the other languages under the same keys.
export const CONTRIBUTIONS_WORDS = {
  title: 'Where the money comes from and goes',
  intro:
    'Every gift and every expense is listed below by project. Open a list to see each line, and download it if you want to check our sums yourself.',
  loading: 'Loading the contributions and expenditures…',
  failed:
    'Sorry, we could not load the contributions and expenditures just now. Please check your connection and try again.',
  none: 'No contributions or expenses have been published yet.',
  // The amounts are set in bold: the views draw the runs of fillRuns.
  summary: 'Received {received} from {contributors}. Spent {spent}.',
  // Plurals by the count alone: Chinese and Malay have one form, Tamil and English two (CLDR), so two
  // plain sentences serve all four and no widget ships a plural formatter.
  oneContributor: '1 contributor',
  manyContributors: '{count} contributors',
  contributor: 'Contributor',
  expenditure: 'Expenditure',
  toggleContext: 'list for {title}',
  contributorsCaption: 'Contributors to {title}',
  expendituresCaption: 'Expenditures of {title}',
  columnNo: 'No.',
  columnDate: 'Date',
  columnContributionAmount: 'Contribution Amount',
  columnExpensesItem: 'Expenses Item',
  columnAmount: 'Amount',
  columnPurpose: 'Purpose / Detail',
  columnDocuments: 'Documents',
  total: 'Total',
  noContributions: 'No contributions are recorded for this project yet.',
  noExpenditures: 'No expenses are recorded for this project yet.',
  download: 'Download CSV',
  downloadContributors: 'of contributors to {title}',
  downloadExpenditures: 'of expenditures of {title}',
  csvContributionAmount: 'Contribution Amount (SGD)',
  csvAmount: 'Amount (SGD)',
  auditTitle: 'Annual Audit Report',
  auditIntro: 'An independent auditor checks our accounts every year. You can read each report in full.',
  auditLoading: 'Loading the audit reports…',
  auditFailed: 'Sorry, we could not load the list of audit reports just now. Please try again.',
  auditCaption: 'Annual audit reports',
  auditReport: 'Annual Audit Report {year}',
  noAuditReports: 'Our first audit report will appear here once it is ready.',
  opensInNewTab: '(opens in a new tab)',
} as const;

/** A project's figures as every page says them (the home page too, so they are a table of their own). */
export const FIGURE_WORDS = {
  notStarted: 'Not started yet',
  funded: '{percent}% funded',
  raised: '{raised} raised',
  raisedOfGoal: '{raised} raised of {goal}',
  progress: '{funded}, {raised}',
  collection: 'Collection - {amount}',
} as const;
