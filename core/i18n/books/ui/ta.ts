import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  retry: 'மீண்டும் முயல்க',
  busy: 'காத்திருங்கள்…',
  loadingFigures: 'எண்ணிக்கைகள் ஏற்றப்படுகின்றன…',
  figuresProblem: 'மன்னிக்கவும், இப்போது எண்ணிக்கைகளை ஏற்ற முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  dismissToast: 'மூடு: {text}',
  errorSummary: '{count, plural, one {# புலத்தைத் திருத்த வேண்டும்} other {# புலங்களைத் திருத்த வேண்டும்}}: {fields}.',
  passwordRule:
    'குறைந்தது {min} எழுத்துகள் வேண்டும்: ஒரு பெரிய ஆங்கில எழுத்து, ஒரு சிறிய ஆங்கில எழுத்து, ஓர் எண், இந்தச் சிறப்புக் குறிகளில் ஒன்று: <symbols>{symbols}</symbols>',
  callingCode: 'சிங்கப்பூர் அழைப்புக் குறியீடு',
  joinWorkForUs: 'எங்களுடன் பணியாற்றுங்கள்',
  joinVolunteer: 'தன்னார்வலராகச் சேருங்கள்',
} satisfies Translation<typeof en>;
