import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { LOGO_FIELD } from '@portal/contract/sellers-values';
import { upload, type UploadOptions } from '../../../lib/upload';

/** POST /user/business/logo, multipart field "logo", with progress; the answer is the business with it. */
export function uploadBusinessLogo(file: File, options: Pick<UploadOptions, 'onProgress' | 'signal'>) {
  return upload(sellersEndpoints.uploadBusinessLogo, file, { ...options, fieldName: LOGO_FIELD });
}
