/** The history area's public entry: ranking entries across groups by their own group's rank. */
export { scoreAcrossGroups } from './score-across-groups';
export { history } from './plugin';
