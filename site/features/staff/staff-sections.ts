// The parts of the console, in menu order. Each screen is its own chunk, loaded when first opened.
import {type ComponentType, lazy} from 'react';
import type {Role} from '../../lib/roles.ts';

/** One part of the console: its URL segment, menu label, one-line summary and who may open it. */
export type StaffSection = {
  slug: string;
  title: string;
  summary: string;
  /** Administrators only (the server refuses staff too). */
  adminOnly?: boolean;
  Screen: ComponentType;
};

/** Every section, in the order of the menu. */
export const STAFF_SECTIONS: readonly StaffSection[] = [];

/** The sections `role` may open. */
export function sectionsFor(role: Role): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => !section.adminOnly || role === 'admin');
}

/** Keeps `lazy` next to the table so every row loads the same way. */
export function lazyScreen(load: () => Promise<{default: ComponentType}>): ComponentType {
  return lazy(load);
}
