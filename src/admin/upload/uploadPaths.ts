/** Where photos are uploaded, and the address that opens the upload with a programme chosen. */
import { adminPath } from '../paths';

/** The gallery's admin screen, whose form uploads photos. */
export const GALLERY_UPLOAD_PATH = adminPath('gallery');

/** The query parameter naming the programme the upload starts with. */
export const PROGRAMME_PARAM = 'programme';

/** The upload with `programmeId` chosen: /admin/gallery?programme={id}. */
export const uploadToProgramme = (programmeId: string) =>
  `${GALLERY_UPLOAD_PATH}?${PROGRAMME_PARAM}=${encodeURIComponent(programmeId)}`;
