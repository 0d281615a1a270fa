import { LinkAlert } from './LinkAlert';
import { SaveNotice } from './SaveNotice';

/**
 * The notices over the game: a rejected puzzle link and saving problems.
 * Loaded lazily with their messages (see lazyParts.ts), only when there is
 * something to tell.
 */
export function Notices() {
  return (
    <>
      <LinkAlert />
      <SaveNotice />
    </>
  );
}
