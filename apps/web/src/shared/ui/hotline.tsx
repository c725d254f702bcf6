import { Fragment, type ReactNode } from 'react';
import { readHotline } from '../lib/runtime-config.ts';

/** The tel: address a phone dials for the hotline (digits and + only). */
export function hotlineTelHref(hotline: string = readHotline()): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}

/** The hotline as a link a phone dials on tap. */
export function HotlineLink({ hotline = readHotline() }: { hotline?: string }) {
  return (
    <a className="hotline-link" href={hotlineTelHref(hotline)}>
      {hotline}
    </a>
  );
}

/** The text with every mention of the hotline made tappable to call (the text as is without a hotline). */
export function linkHotline(text: string, hotline: string = readHotline()): ReactNode {
  if (!hotline || !text.includes(hotline)) {
    return text;
  }
  return text.split(hotline).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <HotlineLink hotline={hotline} />}
      {part}
    </Fragment>
  ));
}
