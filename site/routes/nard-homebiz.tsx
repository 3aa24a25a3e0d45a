// Route /nard-homebiz.
import {HomebizPage} from '../features/homebiz/homebiz-page.tsx';

export default function NardHomebizRoute() {
  return <HomebizPage />;
}
