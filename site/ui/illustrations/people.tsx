// Three people working together at a table.
import {IllustrationFrame} from './frame.tsx';

const PEOPLE = [
  {x: 90, shirt: '#1E5C3A', skin: '#8A5A3B'},
  {x: 160, shirt: '#F5C531', skin: '#E0B48F'},
  {x: 230, shirt: '#2F7A8C', skin: '#C98E67'},
];

export function PeopleIllustration({title}: {title?: string}) {
  return (
    <IllustrationFrame title={title}>
      {PEOPLE.map((person) => (
        <g key={person.x}>
          <circle cx={person.x} cy="76" r="22" fill={person.skin} />
          <path d={`M${person.x - 34} 160c0-36 14-54 34-54s34 18 34 54z`} fill={person.shirt} />
        </g>
      ))}
      <rect x="40" y="150" width="240" height="16" rx="6" fill="#8A5A3B" />
      <rect x="60" y="166" width="10" height="40" fill="#6B4A32" />
      <rect x="250" y="166" width="10" height="40" fill="#6B4A32" />
      <rect x="130" y="134" width="60" height="16" rx="4" fill="#FFFFFF" stroke="#1E5C3A" strokeWidth="3" />
    </IllustrationFrame>
  );
}
