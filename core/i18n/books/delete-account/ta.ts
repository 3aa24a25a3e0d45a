import type {DELETE_ACCOUNT_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  passwordRequired: 'உங்கள் கணக்கை நீக்க, கடவுச்சொல்லை உள்ளிடுங்கள்.',
  wrongPassword: 'அந்தக் கடவுச்சொல் சரியில்லை. உங்கள் கணக்கு நீக்கப்படவில்லை.',
  wrongPasskey: 'அந்தக் கடவுச்சாவி இந்தக் கணக்குக்கு ஏற்கப்படவில்லை. உங்கள் கணக்கு நீக்கப்படவில்லை.',
  gone: 'இந்தக் கணக்கு இப்போது இல்லை.',
  deleted:
    'உங்கள் கணக்கு நீக்கப்பட்டது. அதைத் தெரிவிக்கக் கடைசி மின்னஞ்சல் அனுப்பியுள்ளோம். நாங்கள் வைத்திருக்க வேண்டிய பதிவுகளில் (வருகை, வரிக்கான நன்கொடைகள்) உங்கள் பெயரோ தொடர்பு விவரங்களோ இனி இல்லை.',
} satisfies Translation<typeof DELETE_ACCOUNT_MESSAGES>;
