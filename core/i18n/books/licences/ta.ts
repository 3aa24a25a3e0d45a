import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'உரிமங்கள்',
  lead: 'இந்த இணையதளம் இலவசத் திறந்த மூல மென்பொருளால் உருவாக்கப்பட்டது. அதைப் பகிர்ந்துகொள்பவர்களுக்கு நன்றி.',
  madeAutomatically:
    'ஒவ்வொரு முறை தளம் உருவாக்கப்படும்போதும் இந்தப் பட்டியல் தானாகவே தயாராகிறது. அதனால், நாங்கள் பயன்படுத்துவதுடன் இது எப்போதும் பொருந்தும்.',
  caption: 'இந்த இணையதளத்தில் உள்ள திறந்த மூலத் தொகுப்புகள் ({count})',
  package: 'தொகுப்பு',
  version: 'பதிப்பு',
  licence: 'உரிமம்',
  fullTexts: 'உரிமங்களின் முழு உரை',
} satisfies Translation<typeof en>;
