import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { upload, type UploadOptions } from '../../../lib/upload';

/** POST /user/avatar, multipart field "avatar", with progress; the answer is the user with it. */
export function uploadAvatar(file: File, options: Pick<UploadOptions, 'onProgress' | 'signal'>) {
  return upload(profileEndpoints.uploadAvatar, file, { ...options, fieldName: 'avatar' });
}
