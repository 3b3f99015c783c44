/** How long to wait, in words ("30 seconds", "5 minutes"): what a 429's `Retry-After` means to a person. */
export function waitWords(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
