import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  newTab: '(புதிய தாவலில் திறக்கும்)',
  thanksTitle: 'விண்ணப்பித்ததற்கு நன்றி',
  thanksText:
    'உங்கள் விவரங்கள் Nard Foundation-இடம் வந்துவிட்டன; விரைவில் உங்களைத் தொடர்புகொள்வோம். நீங்கள் தேர்ந்தெடுத்த மின்னஞ்சல், கடவுச்சொல்லுடன் இப்போதே உள்நுழையலாம்.',
  logInOnSite: 'Nard Foundation இணையதளத்தில் உள்நுழையுங்கள்',
  loadFailed: 'அறிவிப்புகளை ஏற்ற முடியவில்லை.',
  show: 'காட்டு',
  hide: 'மறை',
  detailsOf: '“{title}” பற்றிய விவரங்கள்',
} satisfies Translation<typeof en>;
