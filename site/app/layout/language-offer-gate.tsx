// A first visit whose browser prefers another of our four languages than the page's gets a small offer to
// switch (language-offer.tsx). Never a redirect, never shown to someone who chose with the switch or
// dismissed it. Only this check ships with every page: the offer and its words load when there is one.
import {type ComponentType, useEffect, useState} from 'react';
import {type Language, languageOfTags, layoutBook} from '../../../core/i18n/index.ts';
import {chosenLanguage, offerDismissed} from '../../lib/language-choice.ts';
import {pageLanguageCode} from '../../lib/page-language.ts';

type OfferView = ComponentType<{language: Language; onClose: () => void}>;

export function LanguageOfferGate() {
  const [offer, setOffer] = useState<{language: Language; View: OfferView} | null>(null);

  useEffect(() => {
    if (chosenLanguage() || offerDismissed()) return;
    const preferred = languageOfTags(navigator.languages ?? [navigator.language]);
    if (!preferred || preferred === pageLanguageCode()) return;
    Promise.all([import('./language-offer.tsx'), layoutBook.load(preferred)]).then(
      ([{LanguageOffer}]) => setOffer({language: preferred, View: LanguageOffer}),
      // Without its part the offer cannot speak the reader's language: then no offer, the page is whole.
      () => {},
    );
  }, []);

  if (!offer) return null;
  return <offer.View language={offer.language} onClose={() => setOffer(null)} />;
}
