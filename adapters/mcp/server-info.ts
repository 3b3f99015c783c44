/** How the MCP server names itself (`initialize`), and the API description's version: no SDK needed to read it. */
export const SERVER_INFO = { name: 'content-service', version: '0.1.0' };
