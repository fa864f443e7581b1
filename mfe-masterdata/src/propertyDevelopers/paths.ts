export const DEVELOPERS_PATH = '/property-developers';

export const developerPath = (developerId: string) => `${DEVELOPERS_PATH}/${developerId}`;

export const specificationPath = (developerId: string, specificationId: string) =>
  `${developerPath(developerId)}/construction-specifications/${specificationId}`;
