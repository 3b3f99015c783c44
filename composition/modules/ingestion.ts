import { ContainerModule } from 'inversify';
import { CapturePage } from '../../application/ingestion/capture-page.js';
import { CaptureProposals } from '../../application/ingestion/capture-proposals.js';
import { DeleteCapture } from '../../application/ingestion/delete-capture.js';
import { ExtractCapture } from '../../application/ingestion/extract-capture.js';
import { ListCaptures } from '../../application/ingestion/list-captures.js';
import { CaptureImages } from '../../application/ingestion/capture-images.js';
import { CaptureRepository, PageExtractor, RemoteImages } from '../../application/ingestion/ports.js';
import { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import { GuardedRemoteImages } from '../../infrastructure/ingestion/guarded-remote-images.js';
import { SaveCapture } from '../../application/ingestion/save-capture.js';
import { WorkerPageExtractor } from '../../infrastructure/ingestion/worker-page-extractor.js';
import { MongoCaptureRepository } from '../../infrastructure/mongo/ingestion/capture-repository.js';
import { SqliteCaptureRepository } from '../../infrastructure/sqlite/ingestion/capture-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Pages captured by the browser extension, their extraction, and drafts saved from them. */
export const ingestionModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(CaptureRepository).toConstantValue(
      byStorage<CaptureRepository>(storage, { sqlite: (db) => new SqliteCaptureRepository(db), mongo: (db) => new MongoCaptureRepository(db) }),
    );
    // Extraction parses untrusted pages: in a worker thread, bounded in time and memory.
    bind(PageExtractor).toConstantValue(new WorkerPageExtractor());
    // A captured page's images are fetched from wherever it links them: through the guarded fetch.
    bind(RemoteImages).toDynamicValue((context) => new GuardedRemoteImages(context.get(GuardedFetch)));
    bindUseCases(bind, [CaptureProposals, CaptureImages, CapturePage, ListCaptures, DeleteCapture, ExtractCapture, SaveCapture]);
  });
