import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type MantineAnchorProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>;

const MantineAnchor = forwardRef<HTMLAnchorElement, MantineAnchorProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

/** Mantine's Anchor with the router's typed, client-side navigation. */
export const RouterAnchor = createLink(MantineAnchor);
