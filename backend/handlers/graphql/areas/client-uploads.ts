/** The client-uploads area's function: a client's upload page, reached by the link's token alone (public). */
import { handler as clientUploadPage } from '../client-requests/upload-page';
import { handler as requestClientUpload } from '../client-requests/request-upload';
import { handler as confirmClientUpload } from '../client-requests/confirm-upload';
import { handler as finishClientUploads } from '../client-requests/finish';
import { handler as askForNewUploadLink } from '../client-requests/ask-for-new-link';
import { areaHandler } from './dispatch';

export const handler = areaHandler('client-uploads', {
  clientUploadPage,
  requestClientUpload,
  confirmClientUpload,
  finishClientUploads,
  askForNewUploadLink,
});
