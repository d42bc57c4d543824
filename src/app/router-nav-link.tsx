import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorNavLinkProps = NavLinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps>;

const AnchorNavLink = forwardRef<HTMLAnchorElement, AnchorNavLinkProps>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
AnchorNavLink.displayName = 'AnchorNavLink';

/** Mantine's NavLink with the router's typed, client-side navigation. */
export const RouterNavLink = createLink(AnchorNavLink);
