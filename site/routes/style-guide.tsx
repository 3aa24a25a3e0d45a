// Route /style-guide.
import {StyleGuidePage} from '../features/style-guide/style-guide-page.tsx';

export default function StyleGuideRoute() {
  return <StyleGuidePage />;
}
