// Seed contributions and expenditures per anchor project, sized to the seed goals (server/seed/projects.ts):
// Urban Farming has raised $8,500 of $10,000, the Coffee Roastery $7,500 of $10,000; Carting and Education
// have not started, so they have no gifts and no spending. The audit PDFs summarise these same rows.
import type {ContentRows} from '../content/store/content-store.ts';

type ContributorRows = Extract<ContentRows, {kind: 'contributors'}>['rows'];
type ExpenditureRows = Extract<ContentRows, {kind: 'expenditures'}>['rows'];

export const SEED_CONTRIBUTORS: ContributorRows = [
  {name: 'Tan Family Trust', date: '2024-09-14', amountCents: 350_000, anchorProjectId: 'urban-farming'},
  {name: 'Lim Wei Ming', date: '2024-11-02', amountCents: 30_000, anchorProjectId: 'urban-farming'},
  {name: 'Chong Hui Ling', date: '2024-12-05', amountCents: 50_000, anchorProjectId: 'coffee-roastery'},
  {
    name: "Ang Mo Kio Residents' Network",
    date: '2025-05-20',
    amountCents: 120_000,
    anchorProjectId: 'urban-farming',
  },
  {
    name: 'Kopi Kakis Community Club',
    date: '2025-06-21',
    amountCents: 180_000,
    anchorProjectId: 'coffee-roastery',
  },
  {name: 'Priya Raman', date: '2025-07-08', amountCents: 15_000, anchorProjectId: 'urban-farming'},
  {name: 'Marcus Teo', date: '2025-08-30', amountCents: 25_000, anchorProjectId: 'coffee-roastery'},
  {
    name: 'Green Shoots Hardware Pte Ltd',
    date: '2025-09-11',
    amountCents: 300_000,
    anchorProjectId: 'urban-farming',
  },
  {
    name: 'Harbourfront Rotary Club',
    date: '2025-11-12',
    amountCents: 300_000,
    anchorProjectId: 'coffee-roastery',
  },
  {name: 'Nurul Huda', date: '2026-01-16', amountCents: 35_000, anchorProjectId: 'urban-farming'},
  {name: 'Siti Aminah', date: '2026-03-09', amountCents: 15_000, anchorProjectId: 'coffee-roastery'},
  {
    name: 'Tiong Bahru Cafe Owners',
    date: '2026-05-14',
    amountCents: 180_000,
    anchorProjectId: 'coffee-roastery',
  },
];

export const SEED_EXPENDITURES: ExpenditureRows = [
  {
    item: 'Hydroponic growing channels (20 sets)',
    date: '2024-10-10',
    amountCents: 185_000,
    detail: 'Channels and stands for leafy greens at the Ang Mo Kio farm.',
    anchorProjectId: 'urban-farming',
  },
  {
    item: 'Seeds and nutrient solution',
    date: '2025-06-03',
    amountCents: 42_050,
    detail: 'Kai lan, xiao bai cai and lettuce seeds, with three months of nutrients.',
    anchorProjectId: 'urban-farming',
  },
  {
    item: 'Coffee roaster, 1 kg drum (second-hand)',
    date: '2025-07-15',
    amountCents: 320_000,
    detail: 'The roaster trainees learn on at the Techplace II workshop.',
    anchorProjectId: 'coffee-roastery',
  },
  {
    item: 'Aquaponics fish tank and pump',
    date: '2025-08-19',
    amountCents: 128_000,
    detail: 'A 500-litre tilapia tank that feeds water to the grow beds.',
    anchorProjectId: 'urban-farming',
  },
  {
    item: 'Green coffee beans (60 kg)',
    date: '2025-09-02',
    amountCents: 96_000,
    detail: 'Beans from Sumatra and Laos for roasting practice and sale.',
    anchorProjectId: 'coffee-roastery',
  },
  {
    item: 'Trainee allowances, trial month',
    date: '2025-10-01',
    amountCents: 160_000,
    detail: 'Allowances for four farm trainees in their two-month trial.',
    anchorProjectId: 'urban-farming',
  },
  {
    item: 'Food hygiene course fees',
    date: '2025-12-04',
    amountCents: 78_000,
    detail: 'A food safety course for four coffee trainees, so they can work in cafes.',
    anchorProjectId: 'coffee-roastery',
  },
  {
    item: 'Gloves, aprons and boots',
    date: '2026-02-05',
    amountCents: 24_580,
    detail: 'Safety wear for the farm team.',
    anchorProjectId: 'urban-farming',
  },
  {
    item: 'Coffee bags with one-way valves',
    date: '2026-03-20',
    amountCents: 31_040,
    detail: 'Packaging for beans sold at the Saturday tasting sessions.',
    anchorProjectId: 'coffee-roastery',
  },
];
