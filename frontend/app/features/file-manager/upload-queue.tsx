import { UploadList, type UploadWords } from '../../components/upload-list';
import { useUploadQueue, type UploadQueueState } from '../../lib/use-upload-queue';
import { localProblem, uploadFile } from './upload';

/** Files chosen in the File Manager, each sent into the folder it was chosen in; the folder is listed again. */
export function useFolderUploads(onUploaded: () => void) {
  return useUploadQueue<string>({
    send: async (file, folderId, onProgress, signal) => {
      const { item, isNewVersion } = await uploadFile(file, folderId, onProgress, signal);
      return isNewVersion
        ? `Uploaded as version ${item.versionCount} of “${item.name}” (a file of this name was already here).`
        : 'Uploaded.';
    },
    problemOf: localProblem,
    onUploaded,
  });
}

const WORDS: UploadWords = { list: 'Uploads', trip: 'upload of', clear: 'Clear finished uploads' };

export function FolderUploads({ queue }: { queue: UploadQueueState<string> }) {
  return <UploadList queue={queue} words={WORDS} />;
}
