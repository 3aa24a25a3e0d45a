import type {GIFT_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  amount:
    '$0-க்கு மேலும் அதிகபட்சம் $100,000 வரையும் ஒரு தொகையை உள்ளிடுங்கள்; தசமப் புள்ளிக்குப் பின் அதிகபட்சம் 2 இலக்கங்கள். இதைவிடப் பெரிய நன்கொடைக்கு எங்களைத் தொடர்புகொள்ளுங்கள்.',
  project: 'உங்கள் நன்கொடை எதற்குப் போக வேண்டும் என்று தேர்ந்தெடுங்கள்.',
  showName: 'உங்கள் பெயரைக் காட்டலாமா என்று தேர்ந்தெடுங்கள்.',
  idType: 'NRIC, FIN அல்லது UEN என்பதைத் தேர்ந்தெடுங்கள்.',
  consent: 'வரிக் கழிவு பெற, இந்த விவரங்களை நாங்கள் IRAS-க்கு அனுப்ப ஒப்புதல் தாருங்கள்.',
  idNameRequired: 'NRIC, FIN அல்லது நிறுவனப் பதிவில் உள்ளபடியே பெயரை உள்ளிடுங்கள்.',
  idNameTooLong: 'பெயர் அதிகபட்சம் 100 எழுத்துகள்.',
} satisfies Translation<typeof GIFT_MESSAGES>;
