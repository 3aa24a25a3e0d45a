import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'அந்தப் பக்கத்தை எங்களால் கண்டுபிடிக்க முடியவில்லை',
  lead: 'இணைப்பு பழையதாக இருக்கலாம், அல்லது முகவரியில் எழுத்துப் பிழை இருக்கலாம்.',
  help: 'முகப்புப் பக்கத்திலிருந்து மீண்டும் தொடங்கலாம், அல்லது எங்களிடம் உதவி கேட்கலாம்.',
  homePage: 'முகப்புப் பக்கத்துக்குச் செல்லுங்கள்',
  contactUs: 'எங்களைத் தொடர்புகொள்ளுங்கள்',
} satisfies Translation<typeof en>;
