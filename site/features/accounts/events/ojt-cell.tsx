// The work table's 'On Job Training (OJT) / Work' cell: hours done of total, and the two choices.
import {css} from 'goober';
import {useId, useState} from 'react';
import {colors} from '../../../ui/theme.ts';

const cellClass = () => css`
  display: grid;
  gap: 4px;
  & label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  & input {
    width: 24px;
    height: 24px;
    accent-color: ${colors.green};
  }
`;

type OjtCellProps = {serial: string; ojtHours: number; ojtTotal: number};

/** Hours of on-job training done out of the total, with labelled OJT and Work checkboxes for this row. */
export function OjtCell({serial, ojtHours, ojtTotal}: OjtCellProps) {
  const id = useId();
  const [choices, setChoices] = useState({ojt: false, work: false});
  return (
    <div className={cellClass()}>
      <span>{`${ojtHours}/${ojtTotal} hours`}</span>
      <label htmlFor={`${id}-ojt`}>
        <input
          id={`${id}-ojt`}
          type="checkbox"
          checked={choices.ojt}
          aria-label={`OJT (On Job Training) for event ${serial}`}
          onChange={(event) => setChoices((c) => ({...c, ojt: event.currentTarget.checked}))}
        />
        OJT
      </label>
      <label htmlFor={`${id}-work`}>
        <input
          id={`${id}-work`}
          type="checkbox"
          checked={choices.work}
          aria-label={`Work for event ${serial}`}
          onChange={(event) => setChoices((c) => ({...c, work: event.currentTarget.checked}))}
        />
        Work
      </label>
    </div>
  );
}
