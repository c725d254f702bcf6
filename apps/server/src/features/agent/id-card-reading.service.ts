import { AgentMessage } from '@hall/contract/agent/rules';
import { ConsentPurpose } from '@hall/contract/consent';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { ServiceUnavailableError, invalid } from '../../platform/api-error.ts';
import { recordConsent } from '../../platform/consents.ts';
import { reencodeUploadedImage } from '../../platform/image-upload.ts';
import { sealBytes } from '../../platform/sealed-data.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import type { IdCardReading } from '../../providers/id-card-ocr/id-card-ocr.ts';
import { findRecordByUimId } from './open-card-record.repository.ts';
import { FILE_PATH_PREFIX } from './opening.service.ts';
import { insertUpload } from './opening.repository.ts';

// The agent photographs the customer's ID card (front) in the opening; the ID card reader fills the
// name and ID number, which the agent confirms or corrects on the page, and the opening's own
// identity check (GET_ONLINE_SALE_RESOURCE_ID_CARD) then runs on what was confirmed. The photo is
// consented, sealed and retained as the joint photo is (agent_uploads, kind idCard).

/** READ_ID_CARD: reads the front of the customer's ID card for the dealer's open opening of a card. */
export async function readIdCard(deps: AppDeps, agent: AuthenticatedAgent, input: OperationRequest<'READ_ID_CARD'>): Promise<OperationOutput<'READ_ID_CARD'>> {
  const record = await findRecordByUimId(deps.db, input.uimId);
  if (!record || record.dealerId !== agent.dealerId || record.status !== 'open') {
    throw invalid(AgentMessage.RECORD_MISSING);
  }
  const image = await reencodeUploadedImage(input.image);
  if (!image) {
    throw invalid(AgentMessage.IMAGE_INVALID);
  }
  const reader = deps.providers.idCardOcr;
  // The customer agreed on the agent's screen before the photo left it: the consent is kept even
  // when the card cannot be read, since the photo went to the reader.
  await recordConsent(deps.db, { purpose: ConsentPurpose.ID_PHOTO, subjectRef: record.uimId, agent, at: deps.now() });
  let reading: IdCardReading;
  try {
    reading = await reader.readFront(image);
  } catch (error) {
    if (error instanceof ServiceUnavailableError) {
      throw invalid(AgentMessage.ID_CARD_READER_UNAVAILABLE);
    }
    throw error;
  }
  if (reading.status === 'unread') {
    // A photo no card was read from is not kept: the agent takes another.
    throw invalid(reading.message);
  }
  const id = createRandomToken();
  // Stored sealed, like the joint photo: a copy of the database shows no ID card.
  await insertUpload(deps.db, {
    id,
    dealerId: agent.dealerId,
    workNo: agent.workNo,
    uimId: record.uimId,
    kind: 'idCard',
    mime: image.mimeType,
    contentBase64: sealBytes(deps.secretKey, image.bytes),
    createdAt: deps.now(),
  });
  return { url: `${FILE_PATH_PREFIX}${id}`, name: reading.card.name, idNumber: reading.card.idNumber, source: reader.source };
}
