// An accordion where at most one item is open; choosing the open item again closes it.
import {css} from 'goober';
import {type ReactNode, useId, useState} from 'react';
import {colors, radius} from './theme.ts';

export type AccordionItem = {id: string; title: string; content: ReactNode};

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Heading level of each item's button wrapper. */
  headingLevel?: 2 | 3 | 4;
  initiallyOpen?: string | null;
};

export function Accordion({items, headingLevel = 3, initiallyOpen = null}: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className={css`display: flex; flex-direction: column; gap: 12px;`}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className={css`border: 1px solid ${colors.border}; border-radius: ${radius.m}; background: ${colors.white};`}
          >
            <Heading className={css`margin: 0; font-size: 1.1rem;`}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className={css`
                  display: flex; width: 100%; min-height: 56px; align-items: center; justify-content: space-between;
                  gap: 16px; padding: 14px 18px; border: none; background: none; border-radius: ${radius.m};
                  font: inherit; font-weight: 650; color: ${colors.greenDark}; text-align: left; cursor: pointer;
                  &:hover { background: ${colors.greenSoft}; }
                `}
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 20 20"
                  className={css`flex: none; transform: rotate(${open ? 180 : 0}deg); transition: transform 200ms;`}
                >
                  <path
                    d="M4 7l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className={css`padding: 0 18px 16px;`}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
