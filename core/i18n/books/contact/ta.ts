import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'தொடர்புகொள்ள',
  lead: 'உங்களிடமிருந்து செய்தி வருவதில் எங்களுக்கு மகிழ்ச்சி.',
  getInTouch: 'எங்களை அணுகுங்கள்',
  intro:
    'கேள்வி கேளுங்கள், உதவ முன்வாருங்கள், அல்லது உங்கள் கதையைச் சொல்லுங்கள். ஒவ்வொரு செய்திக்கும் பொதுவாக இரண்டு வேலை நாள்களுக்குள் பதிலளிக்கிறோம்.',
  address: 'முகவரி',
  phoneAndEmail: 'தொலைபேசியும் மின்னஞ்சலும்',
  sample: ' (மாதிரி)',
  hoursTitle: 'அலுவலக நேரம்',
  hoursWeekdays: 'திங்கள்-வெள்ளி: 9:00-22:00',
  hoursWeekend: 'சனி-ஞாயிறு: 9:00-21:00',
  shopHours:
    'எங்கள் கடைக்குத் தனி நேரம் உண்டு: திங்கள்-வெள்ளி காலை 10:00 முதல் மாலை 6:00 வரை, சனி, ஞாயிறு காலை 11:00 முதல் மாலை 5:00 வரை.',
  sendUsAMessage: 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  form: 'தொடர்புப் படிவம்',
  name: 'பெயர்',
  namePlaceholder: 'உங்கள் பெயர்',
  email: 'மின்னஞ்சல்',
  emailPlaceholder: 'எ.கா. you@example.com',
  subject: 'தலைப்பு',
  subjectPlaceholder: 'கட்டாயமில்லை',
  message: 'செய்தி',
  messagePlaceholder: 'நாங்கள் எப்படி உதவலாம்?',
  sending: 'அனுப்பப்படுகிறது...',
  send: 'செய்தியை அனுப்பு',
} satisfies Translation<typeof en>;
