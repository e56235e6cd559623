/** Texts of the resources (resources.<name>.*) and of the field validation (app.validation.*). */
export const resourceMessagesNl = {};
