import { LinkAlert } from './LinkAlert';
import { SaveNotice } from './SaveNotice';
import { UpdateNotice } from './UpdateNotice';

/**
 * The notices over the game: a rejected puzzle link, saving problems and a
 * new version ready to load.
 * Loaded lazily with their messages (see lazyParts.ts), only when there is
 * something to tell.
 */
export function Notices() {
  return (
    <>
      <LinkAlert />
      <SaveNotice />
      <UpdateNotice />
    </>
  );
}
