// The drawing that stands for a project or a gallery item.
import {CoffeeIllustration} from '../../ui/illustrations/coffee.tsx';
import {FarmIllustration} from '../../ui/illustrations/farm.tsx';
import {HandsIllustration} from '../../ui/illustrations/hands.tsx';
import {PeopleIllustration} from '../../ui/illustrations/people.tsx';
import {ToolsIllustration} from '../../ui/illustrations/tools.tsx';

export function ProjectPicture({kind, title}: {kind: string; title?: string}) {
  if (kind === 'coffee' || kind === 'coffee-roastery') return <CoffeeIllustration title={title} />;
  if (kind === 'tools' || kind === 'carting') return <ToolsIllustration title={title} />;
  if (kind === 'hands') return <HandsIllustration title={title} />;
  if (kind === 'people' || kind === 'education') return <PeopleIllustration title={title} />;
  return <FarmIllustration title={title} />;
}
