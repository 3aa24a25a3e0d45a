// WCAG 3.3.1: after a failed submit, focus lands on the first field to fix, and a screen-reader summary
// says how many fields need fixing and which, read from the fields' own labels.
import {type RefObject, useEffect, useState} from 'react';
import {listInLanguage} from '../../core/format/index.ts';
import {uiBook} from '../../core/i18n/index.ts';
import {pageLanguageCode, pageWords} from '../lib/page-language.ts';

function labelOf(control: HTMLElement): string {
  const labelled = (control as HTMLInputElement).labels?.[0]?.textContent;
  const legend = control.closest('fieldset')?.querySelector('legend')?.textContent;
  return (labelled ?? legend ?? control.getAttribute('aria-label') ?? '').trim();
}

// English keeps its plain comma list; the other languages join the labels as their readers would.
function listOf(labels: string[]): string {
  const language = pageLanguageCode();
  if (language === 'en') return labels.join(', ');
  return listInLanguage(labels, language);
}

/** The summary sentence for the invalid controls, e.g. '2 fields need fixing: Full Name, Age.' */
export function errorSummaryText(controls: readonly HTMLElement[]): string {
  const labels = [...new Set(controls.map(labelOf).filter(Boolean))];
  if (labels.length === 0) return '';
  return pageWords(uiBook)('errorSummary', {count: labels.length, fields: listOf(labels)});
}

/**
 * Each time `request` grows past 0, focuses the form's first `aria-invalid="true"` control and returns
 * the summary of all of them (empty when none).
 */
export function useErrorFocus(formRef: RefObject<HTMLFormElement | null>, request: number): string {
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (request === 0) return;
    const invalid = [...(formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])];
    invalid[0]?.focus();
    setSummary(errorSummaryText(invalid));
  }, [formRef, request]);
  return summary;
}
