// React 19 passes unknown attributes to custom elements; these declarations only teach TypeScript the tags.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';

type NardAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  api?: string;
  limit?: string;
  amount?: string;
  project?: string;
  type?: 'volunteer' | 'work';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nard-announcements': NardAttributes;
      'nard-donate': NardAttributes;
      'nard-contributions': NardAttributes;
      'nard-volunteer-form': NardAttributes;
    }
  }
}
