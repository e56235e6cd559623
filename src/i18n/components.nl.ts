/** Texts of the shared components and the generated views (app.components.*, app.views.*). */
export const componentMessagesNl = {};
