import { LinkAlert } from './LinkAlert';
import { SaveNotice } from './SaveNotice';
import { UpdateNotice } from './UpdateNotice';

/**
 * The notices over the game: a rejected puzzle link, saving problems and a
 * new version ready to load. They float over the top of the page (the
 * header and game bar; on wide screens above the panel), so showing or
 * dismissing one never moves or resizes the board (controls.css).
 * Loaded lazily with their messages (see lazyParts.ts), only when there is
 * something to tell.
 */
export function Notices() {
  return (
    <div className="notices">
      <LinkAlert />
      <SaveNotice />
      <UpdateNotice />
    </div>
  );
}
