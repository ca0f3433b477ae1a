import { EMAIL_PATTERN } from '../admin-tables';
import type { AdminUserInput } from '../../gql/graphql';

export interface AdminUserFormValues {
  isAdmin: boolean;
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  profileImageUrl: string;
}

export interface EditableUser {
  isAdmin: boolean;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  bio?: string | null;
  profileImageUrl?: string | null;
}

export const INVALID_EMAIL = 'Please enter a valid email address';

export function formValuesOf(user: EditableUser): AdminUserFormValues {
  return {
    isAdmin: user.isAdmin,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    bio: user.bio ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
  };
}

/** docs/product/accounts-admin.md, section 5: an email, if given, must match a simple address pattern. */
export function emailError(email: string): string | null {
  const value = email.trim();
  return value !== '' && !EMAIL_PATTERN.test(value) ? INVALID_EMAIL : null;
}

export const INVALID_IMAGE_URL = 'Profile image URL must be an http(s) address';

/** The server keeps only web addresses for profile images; say so before sending. */
export function imageUrlError(url: string): string | null {
  const value = url.trim();
  return value !== '' && !/^https?:\/\/\S+$/i.test(value) ? INVALID_IMAGE_URL : null;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** docs/product/accounts-admin.md, section 5: empty first name, last name, bio and image URL are sent as null (an empty email keeps the current one). */
export function toAdminUserInput(values: AdminUserFormValues): AdminUserInput {
  return {
    isAdmin: values.isAdmin,
    firstName: orNull(values.firstName),
    lastName: orNull(values.lastName),
    email: orNull(values.email),
    bio: orNull(values.bio),
    profileImageUrl: orNull(values.profileImageUrl),
  };
}
