export type AvatarSource = {
  profileImageUrl?: string | null;
  firstName?: string | null;
  email?: string | null;
};

export type AvatarDisplay = {
  /** Shown when present; the initial stays as the fallback if the image fails to load. */
  imageUrl: string | null;
  initial: string;
};

function firstCharacter(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? Array.from(trimmed)[0] : undefined;
}

/** Spec section 2: profileImageUrl, else the first letter of firstName, else the uppercase first letter of email, else U. */
export function resolveAvatar(user: AvatarSource | null | undefined): AvatarDisplay {
  const imageUrl = user?.profileImageUrl?.trim() || null;
  const initial = firstCharacter(user?.firstName) ?? firstCharacter(user?.email)?.toUpperCase() ?? 'U';
  return { imageUrl, initial };
}
