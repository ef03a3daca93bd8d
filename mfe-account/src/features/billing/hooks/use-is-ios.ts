/** iPhone, iPod, or an iPad (which reports itself as a Mac with touch): where App Store management applies. */
export function isIosDevice(navigatorLike: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  if (/iPhone|iPad|iPod/i.test(navigatorLike.userAgent)) return true;
  return navigatorLike.platform === 'MacIntel' && navigatorLike.maxTouchPoints > 1;
}

export function useIsIos(): boolean {
  return typeof navigator !== 'undefined' && isIosDevice(navigator);
}
