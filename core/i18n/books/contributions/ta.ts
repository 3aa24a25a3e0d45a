import type {CONTRIBUTIONS_WORDS} from '../../../contributions/words.ts';
import type {Translation} from '../../book.ts';

export default {
  title: 'பணம் எங்கிருந்து வருகிறது, எங்கே செல்கிறது',
  intro:
    'ஒவ்வொரு நன்கொடையும் ஒவ்வொரு செலவும் திட்டவாரியாகக் கீழே பட்டியலிடப்பட்டுள்ளன. ஒவ்வொரு வரியையும் பார்க்க ஒரு பட்டியலைத் திறங்கள்; எங்கள் கணக்குகளை நீங்களே சரிபார்க்க விரும்பினால் அதைப் பதிவிறக்குங்கள்.',
  loading: 'பங்களிப்புகளும் செலவுகளும் ஏற்றப்படுகின்றன…',
  failed:
    'மன்னிக்கவும், இப்போது பங்களிப்புகளையும் செலவுகளையும் ஏற்ற முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  none: 'இதுவரை எந்தப் பங்களிப்பும் செலவும் வெளியிடப்படவில்லை.',
  summary: '{contributors} {received} பெறப்பட்டது. {spent} செலவிடப்பட்டது.',
  oneContributor: '1 பங்களிப்பாளரிடமிருந்து',
  manyContributors: '{count} பங்களிப்பாளர்களிடமிருந்து',
  contributor: 'பங்களிப்பாளர்',
  expenditure: 'செலவுகள்',
  toggleContext: 'பட்டியல்: {title}',
  contributorsCaption: '{title} திட்டத்துக்குப் பங்களித்தவர்கள்',
  expendituresCaption: '{title} திட்டத்தின் செலவுகள்',
  columnNo: 'எண்',
  columnDate: 'தேதி',
  columnContributionAmount: 'பங்களிப்புத் தொகை',
  columnExpensesItem: 'செலவுப் பொருள்',
  columnAmount: 'தொகை',
  columnPurpose: 'நோக்கம் / விவரம்',
  columnDocuments: 'ஆவணங்கள்',
  total: 'மொத்தம்',
  noContributions: 'இந்தத் திட்டத்துக்கு இதுவரை எந்தப் பங்களிப்பும் பதிவு செய்யப்படவில்லை.',
  noExpenditures: 'இந்தத் திட்டத்துக்கு இதுவரை எந்தச் செலவும் பதிவு செய்யப்படவில்லை.',
  download: 'CSV பதிவிறக்கு',
  downloadContributors: '({title} திட்டத்தின் பங்களிப்பாளர்கள்)',
  downloadExpenditures: '({title} திட்டத்தின் செலவுகள்)',
  csvContributionAmount: 'பங்களிப்புத் தொகை (SGD)',
  csvAmount: 'தொகை (SGD)',
  auditTitle: 'ஆண்டுத் தணிக்கை அறிக்கை',
  auditIntro:
    'ஒரு சுயாதீனத் தணிக்கையாளர் ஒவ்வோர் ஆண்டும் எங்கள் கணக்குகளைச் சரிபார்க்கிறார். ஒவ்வோர் அறிக்கையையும் நீங்கள் முழுமையாகப் படிக்கலாம்.',
  auditLoading: 'தணிக்கை அறிக்கைகள் ஏற்றப்படுகின்றன…',
  auditFailed: 'மன்னிக்கவும், இப்போது தணிக்கை அறிக்கைகளின் பட்டியலை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.',
  auditCaption: 'ஆண்டுத் தணிக்கை அறிக்கைகள்',
  auditReport: 'ஆண்டுத் தணிக்கை அறிக்கை {year}',
  noAuditReports: 'எங்கள் முதல் தணிக்கை அறிக்கை தயாரானதும் இங்கே இடம்பெறும்.',
  opensInNewTab: '(புதிய தாவலில் திறக்கும்)',
} satisfies Translation<typeof CONTRIBUTIONS_WORDS>;
