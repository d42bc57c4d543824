import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: past the header and the menu, straight to the page. Focus
 * is moved by hand, so the router never sees a hash change.
 */
export function SkipLink() {
  return (
    <a
      className={classes.skipLink}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
