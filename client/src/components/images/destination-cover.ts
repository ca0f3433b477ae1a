/** The offline covers have one definition, shared with the server's first paint of a trip page. */
export { destinationCoverSvg, destinationCoverUrl } from '@odyssey/domain';
